import { z } from 'zod';
import type { CallDef, CallResponse } from '@core/api/define-call';

/**
 * A response serialized once, ahead of time: checked against the call's response schema when it
 * is built, then sent as the same bytes on every request (no zod, no JSON.stringify per call).
 * For answers that never change while the server runs (the sport-event catalogue).
 */
export class PreSerialized {
  private constructor(readonly body: Buffer) {}

  static of<C extends CallDef>(call: C, value: CallResponse<C>): PreSerialized {
    return new PreSerialized(Buffer.from(JSON.stringify(z.encode(call.response, value)), 'utf8'));
  }

  /** Bytes already checked against the call's schema by their maker (the answer cache). */
  static ofChecked(body: Buffer): PreSerialized {
    return new PreSerialized(body);
  }
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
