/**
 * Registration from a sheet: the text (from a file or pasted), the preview of every row with its
 * problems (nothing saved yet), then one import. What was refused stays listed with its reasons.
 */
import type { ImportRowView, PlayersImportPlan } from '../../../../shared/api/players';
import { decodeSheet } from '../../../../shared/csv';
import { ApiCallError, call } from '../../lib/api';
import { t } from '../../lib/i18n';
import { session } from '../../state/session.svelte';
import { messageOf } from '../../lib/messageOf';

export class PlayersImport {
  text = $state('');
  source = $state('');
  allowDuplicatePins = $state(false);
  checkedIn = $state(true);
  #plan = $state<PlayersImportPlan | null>(null);
  #problem = $state<string | null>(null);
  #outcome = $state<{ message: string; refused: ImportRowView[] } | null>(null);

  get plan() {
    return this.#plan;
  }
  get problem() {
    return this.#problem;
  }
  get outcome() {
    return this.#outcome;
  }

  /** Rows that would be registered with the options chosen now. */
  get accepted(): number {
    return this.#plan?.rows.filter((r) => this.wouldRegister(r)).length ?? 0;
  }
  get duplicatePins(): number {
    return this.#plan?.rows.filter((r) => r.problems.some((p) => p.severity === 'duplicatePin')).length ?? 0;
  }

  wouldRegister(row: ImportRowView): boolean {
    if (row.problems.some((p) => p.severity === 'error')) return false;
    return this.allowDuplicatePins || !row.problems.some((p) => p.severity === 'duplicatePin');
  }

  async readFile(file: File): Promise<void> {
    // Bytes, not file.text(): a sheet saved as Windows-1252 keeps its accents.
    this.text = decodeSheet(new Uint8Array(await file.arrayBuffer())).text;
    this.source = file.name;
    await this.preview();
  }

  async preview(): Promise<void> {
    this.#outcome = null;
    this.#problem = null;
    try {
      const plan = await call('players.importPreview', { text: this.text });
      this.#plan = plan.problem ? null : plan;
      this.#problem = plan.problem?.message ?? null;
    } catch (err) {
      this.#plan = null;
      this.#problem = messageOf(err);
    }
  }

  cancel(): void {
    this.#plan = null;
    this.#problem = null;
    this.text = '';
    this.source = '';
    this.allowDuplicatePins = false;
  }

  async save(): Promise<void> {
    const result = await session.attempt('players.import', {
      text: this.text,
      allowDuplicatePins: this.allowDuplicatePins,
      checkedIn: this.checkedIn,
    });
    if (result instanceof ApiCallError) {
      this.#problem = result.message;
      return;
    }
    const refused = result.rows.filter((r) => !r.accepted);
    this.cancel();
    this.#outcome = {
      message: t('import.done', { added: result.added.length, refused: refused.length }),
      refused,
    };
  }
}
