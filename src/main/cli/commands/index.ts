import type { CliCommand } from '../types';
import { decodeCommand } from './decode';
import { scenariosCommand } from './scenarios';
import { scoreCommand } from './score';
import { pairCommand } from './pair';
import { standingsCommand } from './standings';
import { pdfCommand } from './pdf';
import { exportCommand } from './export';
import { catalogCommand } from './catalog';
import { playersCommand } from './players';
import { packCommand } from './pack';

/** Every friendly subcommand; `call` and `help` are built in. Add one line per command. */
export const commands: CliCommand[] = [
  decodeCommand,
  standingsCommand,
  pairCommand,
  scenariosCommand,
  scoreCommand,
  pdfCommand,
  exportCommand,
  catalogCommand,
  playersCommand,
  packCommand,
];
