export { inside } from './inside';
