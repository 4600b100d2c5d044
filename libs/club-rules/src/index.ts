export * from './uk-clock.js';
export * from './clock-text.js';
