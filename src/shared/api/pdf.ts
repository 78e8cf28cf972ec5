/**
 * Printing domain: one method that renders a document of the open event (or of a results
 * document) to a PDF file, off the UI thread, reporting progress as `job.progress` pushes.
 */
import { z } from 'zod';

export const PRINT_KINDS = [
  'control-sheets',
  'pairing-slips',
  'round-sheet',
  'standings',
  'score-sheets',
  'its-report',
  'player-cards',
  'team-pairings',
  'matchup-sheets',
  'team-control-sheets',
  'team-standings',
] as const;
export const PrintKindSchema = z.enum(PRINT_KINDS);
export type PrintKind = z.infer<typeof PrintKindSchema>;

export const pdfParams = {
  'pdf.generate': z.object({
    kind: PrintKindSchema,
    /**
     * Round to print: pairing slips, round sheet, score sheets, team pairings and match-up sheets
     * default to the latest paired round; standings and team standings are through this round,
     * by default every round with results.
     */
    round: z.int().min(1).max(50).optional(),
    /** Page size; defaults to the event's setting (A4 for a results document). */
    page: z.enum(['a4', 'letter']).optional(),
    /** Print from this document (an event file or the minimal results JSON) instead of the open event. */
    document: z.unknown().optional(),
    /** Player cards: only this player's card (after a new result code), by id; every player's by default. */
    player: z.string().min(1).max(40).optional(),
    /** Match-up sheets: only this match of the round (its number); every match's by default. */
    match: z.int().min(1).max(100).optional(),
    /** Team control sheets: only this team's sheet, by id; every team's by default. */
    team: z.string().min(1).max(40).optional(),
    /**
     * Player cards: the venue server's address the QR codes open (`http://192.168.1.20:4820`).
     * The venue server knows its own LAN address; the CLI and the desktop app must be told.
     */
    url: z
      .url({ protocol: /^https?$/ })
      .max(200)
      .optional(),
    /** The title a results document prints under (it has no event name). */
    title: z.string().min(1).max(200).optional(),
    /**
     * The CLI: where to write the PDF (a path). Elsewhere: a file name in `<data>/exports/`.
     * By default `<data>/exports/<event>-<document>.pdf`, never over a file the app did not write.
     */
    out: z
      .string()
      .min(1)
      .max(4096)
      .refine((p) => p.toLowerCase().endsWith('.pdf'), { message: 'The file name must end in .pdf' })
      .optional(),
  }),
  /** Desktop app: show a generated PDF in a preview window with a Print button. */
  'pdf.preview': z.object({ path: z.string().min(1).max(4096) }),
} satisfies Record<`pdf.${string}`, z.ZodType>;

export interface PdfGenerated {
  /** The id the `job.progress` pushes of this job carry. */
  jobId: string;
  kind: PrintKind;
  /** The round printed (null for control sheets of players or teams, and for standings over every round). */
  round: number | null;
  /** Absolute path of the file written. */
  path: string;
  /** Its file name. */
  file: string;
  /** Where the venue server offers it for download (`/files/<name>`): files of the exports folder. */
  url: string | null;
  pages: number;
  bytes: number;
}

export interface PdfResults {
  'pdf.generate': PdfGenerated;
  /** `window`: shown in the app's preview; `system`: handed to the system's PDF viewer. */
  'pdf.preview': { shown: 'window' | 'system' };
}
