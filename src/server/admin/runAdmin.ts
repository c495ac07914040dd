import { AppError } from '../../shared/errors';
import { AppStartError } from '../startError';
import { badStringAt } from '../plugins/inputScan';
import { COMMANDS, type AdminContext, type Command } from './commands';

export interface AdminResult {
  code: number;
  stdout: string;
  stderr: string;
}

const usage = (c: Command) =>
  [
    `npm run admin -- ${c.name}${c.options.map((o) => ` ${o.required ? '' : '['}--${o.name}${o.value ? ` <${o.value}>` : ''}${o.required ? '' : ']'}`).join('')}`,
    '',
    c.summary,
    ...(c.options.length
      ? ['', ...c.options.map((o) => `  --${o.name}${o.value ? ` <${o.value}>` : ''}  ${o.help}${o.required ? '' : ' (optional)'}`)]
      : []),
  ].join('\n');

const overview = () =>
  [
    'npm run admin -- <command> [options]',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(16)} ${c.summary}`),
    '',
    '`<command> --help` says more of each.',
  ].join('\n');

const fail = (message: string): AdminResult => ({ code: 1, stdout: '', stderr: `error: ${message}` });

/** `--name "Acme Corp" --owner` → { name: 'Acme Corp', owner: true }; anything unknown or missing is named. */
function parse(command: Command, args: string[]): Record<string, string | true> | string {
  const opts: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const [flag, inline] = arg.startsWith('--')
      ? [arg.slice(2).split('=')[0] ?? '', arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : undefined]
      : ['', undefined];
    const spec = command.options.find((o) => o.name === flag);
    if (!spec)
      return `${command.name} has no option "${arg}"; its options: ${command.options.map((o) => `--${o.name}`).join(', ') || 'none'}.`;
    if (!spec.value) opts[flag] = true;
    else {
      const value = inline ?? args[++i];
      if (value === undefined || (inline === undefined && value.startsWith('--'))) return `--${flag} needs a value <${spec.value}>.`;
      opts[flag] = value;
    }
  }
  // What the API's input scan refuses (src/server/plugins/inputScan.ts) a command refuses too.
  const hostile = Object.entries(opts).find(([, value]) => typeof value === 'string' && badStringAt(value) !== null);
  if (hostile) return `--${hostile[0]} holds a NUL character or a lone surrogate, which cannot be stored; retype the value.`;
  const missing = command.options.filter((o) => o.required && opts[o.name] === undefined).map((o) => `--${o.name}`);
  return missing.length ? `${command.name} needs ${missing.join(', ')} (see \`${command.name} --help\`).` : opts;
}

/**
 * Runs one operator command from its arguments, in this process or for the CLI over the server's
 * admin socket (src/server/admin/adminSocket.ts): a result to print, never a thrown error.
 */
export async function runAdmin(argv: string[], ctx: () => Promise<AdminContext>): Promise<AdminResult> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === 'help') return { code: name ? 0 : 1, stdout: overview(), stderr: '' };
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) return fail(`there is no command "${name}"; the commands: ${COMMANDS.map((c) => c.name).join(', ')}.`);
  if (args.includes('--help')) return { code: 0, stdout: usage(command), stderr: '' };
  const opts = parse(command, args);
  if (typeof opts === 'string') return fail(opts);
  try {
    const done = await command.run(await ctx(), opts);
    return typeof done === 'string' ? { code: 0, stdout: done, stderr: '' } : { ...done, stderr: '' };
  } catch (err) {
    // The database could not be opened here (a server holds the PGlite folder): the caller decides.
    if (err instanceof AppStartError) throw err;
    if (err instanceof AppError) return fail(err.message);
    // An unexpected error (the database's, say) is still told in one line: its first.
    return fail((err instanceof Error ? err.message : String(err)).split('\n')[0] ?? 'the command failed.');
  }
}
