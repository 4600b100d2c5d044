import { restartWithRuntimeSettings } from './runtime-settings.js';

/** `npm start`: the server (start-server.ts), in a process started with the settings that bound its memory. */
restartWithRuntimeSettings();
await import('./start-server.js');
