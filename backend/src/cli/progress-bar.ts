/** A one-line progress bar on a terminal; plain phase lines when the output is not a terminal (CI, logs). */
export function progressReporter(stream: NodeJS.WriteStream = process.stderr) {
  let lastPhase = '';
  return (phase: string, done: number, total: number) => {
    if (!stream.isTTY) {
      if (phase !== lastPhase) stream.write(`${phase}…\n`);
      lastPhase = phase;
      return;
    }
    const width = 30;
    const ratio = total ? Math.min(1, done / total) : 0;
    const filled = Math.round(ratio * width);
    const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
    stream.write(
      `\r${phase.padEnd(9)} ${bar} ${String(Math.round(ratio * 100)).padStart(3)}% ${done}/${total}   `,
    );
    lastPhase = phase;
  };
}
