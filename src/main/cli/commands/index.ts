import type { CliCommand } from '../types';
import { decodeCommand } from './decode';

/** Every friendly subcommand; `call` and `help` are built in. Add one line per command. */
export const commands: CliCommand[] = [decodeCommand];
