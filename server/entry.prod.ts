// Input of the production server build (vite.config.ts): the server module plus the compiled
// React Router app, so build/server/index.js is all `npm start` needs.
import * as build from 'virtual:react-router/server-build';

export * from './app';
export { build };
