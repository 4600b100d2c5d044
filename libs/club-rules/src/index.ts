export * from './uk-clock.js';
export * from './clock-text.js';
export * from './elements.js';
export * from './deck-rules.js';
export * from './messages.js';
export * from './image-rules.js';
