/** What tests elsewhere (the read-store adapters' in services) use to feed projections. */
export { recorded } from './recorded';
