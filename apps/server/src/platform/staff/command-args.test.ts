import { describe, expect, it } from 'vitest';
import { readArgs, soleArgument } from './command-args.ts';

describe('staff command arguments', () => {
  it('sorts known options, in either spelling, from the other arguments', () => {
    expect(readArgs(['a', '--store', '3', '--status=paid', 'b'], ['--store', '--status'])).toEqual({
      options: { '--store': '3', '--status': 'paid' },
      positionals: ['a', 'b'],
    });
    expect(readArgs(['--store', '1', '--store=2'], ['--store'])?.options).toEqual({ '--store': '2' });
  });

  it('refuses an unknown option and an option without its value', () => {
    expect(readArgs(['--shop', '1'], ['--store'])).toBeNull();
    expect(readArgs(['--shop=1'], ['--store'])).toBeNull();
    expect(readArgs(['a', '--store'], ['--store'])).toBeNull();
  });

  it('takes exactly one non-empty argument', () => {
    expect(soleArgument(['x'])).toBe('x');
    for (const args of [[], [''], ['x', 'y']]) expect(soleArgument(args)).toBeNull();
  });
});
