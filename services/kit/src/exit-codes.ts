/**
 * How a server ends when another process holds its port (or its metrics port): Linux's number for
 * EADDRINUSE. The local runner starts such a service again on other ports; any other exit is a failure.
 */
export const PORT_TAKEN_EXIT_CODE = 98;
