export type LogDetails = Record<string, unknown>;

export interface Logger {
  warn(message: string, details?: LogDetails): void;
  error(message: string, details?: LogDetails): void;
}

export const consoleLogger: Logger = {
  warn: (message, details) => console.warn(message, details ?? {}),
  error: (message, details) => console.error(message, details ?? {}),
};
