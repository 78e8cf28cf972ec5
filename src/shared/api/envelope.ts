/**
 * What travels beside a write's own parameters, whatever the method: the
 * revision the caller's screen showed (stale-edit check) and the id of the event that screen
 * shows. The registry parses it off the params before the method's schema, so every transport
 * gets the same check; a change whose `eventId` is not the open event's is refused inside the
 * store's queue. Over HTTP a change must send `eventId` (transports/http/eventFence.ts); the CLI
 * working on its own file and whole-file operations send neither.
 */
import { z } from 'zod';

export const EnvelopeSchema = z.object({
  baseRevision: z.number().int().min(0).optional(),
  eventId: z.string().min(1).max(100).optional(),
});

export type Envelope = z.infer<typeof EnvelopeSchema>;

/** The envelope of a raw payload (only objects carry one). */
export function envelopeOf(raw: unknown): z.ZodSafeParseResult<Envelope> {
  const fields = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
  const { baseRevision, eventId } = fields as Record<string, unknown>;
  return EnvelopeSchema.safeParse({ baseRevision, eventId });
}
