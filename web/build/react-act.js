// The unit tests' `react`: the app's, with the `act` React exports (Preact keeps it in its test utilities).

export { act } from 'preact/test-utils';
export * from './react-on-preact.js';
export { default } from './react-on-preact.js';
