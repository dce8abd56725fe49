/** A backup or restore that must not go ahead: the message says why and what to do (exit code 2). */
export class OperatorError extends Error {}
