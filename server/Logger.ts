/** Where the server reports what happened; tests pass a capturing one. */
export interface Logger {
  info(message: string): void;
  warn(message: string, error?: unknown): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message, error) => (error === undefined ? console.warn(message) : console.warn(message, error)),
  error: (message, error) => (error === undefined ? console.error(message) : console.error(message, error)),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
