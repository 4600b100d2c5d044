// Preloaded into the benchmarked server (node --import): answers the bench's 'memory' message with the
// server's process.memoryUsage(), so the figures come from inside the process and nothing is added to the API.
process.on('message', (message) => {
  if (message === 'memory') process.send(process.memoryUsage());
});
// The channel alone must not keep the server running.
process.channel?.unref();
