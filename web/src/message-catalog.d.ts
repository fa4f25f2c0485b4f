/** The server's message texts, served as data by the build (`vite.config.ts`); jest maps it to contracts' own catalog. */
declare module 'virtual:message-catalog' {
  export const messages: typeof import('@cargo/contracts').messages;
}
