import { describe, expect, it } from 'vitest';
import { chooseLogger } from '../../../../src/server/config/chooseLogger';

describe('chooseLogger', () => {
  it('prints readable lines to a terminal and JSON to anything else', () => {
    expect(chooseLogger({ level: 'info', isTerminal: true, format: undefined })).toMatchObject({
      level: 'info',
      transport: { target: 'pino-pretty' },
    });
    expect(chooseLogger({ level: 'warn', isTerminal: false, format: undefined })).toEqual({ level: 'warn' });
  });

  it('follows LOG_FORMAT over the terminal', () => {
    expect(chooseLogger({ level: 'info', isTerminal: true, format: 'json' })).toEqual({ level: 'info' });
    expect(chooseLogger({ level: 'info', isTerminal: false, format: 'pretty' })).toMatchObject({
      transport: { target: 'pino-pretty', options: { colorize: false } },
    });
  });
});
