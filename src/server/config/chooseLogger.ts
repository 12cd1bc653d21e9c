import type { FastifyServerOptions } from 'fastify';

interface LoggerChoice {
  level: string;
  /** The output is a terminal: a person reads it. */
  isTerminal: boolean;
  /** LOG_FORMAT: `json` or `pretty` to choose, unset to decide by the terminal. */
  format: string | undefined;
}

// A person at a terminal reads one short coloured line per record (pino-pretty, in pino's worker thread);
// a service manager, a container or a pipe gets one JSON object per line for its log collector.
export function chooseLogger({ level, isTerminal, format }: LoggerChoice): FastifyServerOptions['logger'] {
  const pretty = format === 'pretty' || (format !== 'json' && isTerminal);
  if (!pretty) return { level };
  return {
    level,
    transport: {
      target: 'pino-pretty',
      options: { colorize: isTerminal, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
    },
  };
}
