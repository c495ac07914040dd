/** A start-up problem the operator can fix; main prints its message without a stack trace. */
export class AppStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AppStartError';
  }
}
