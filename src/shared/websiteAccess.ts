/**
 * What the owners' website-access calls answer (docs/delivery.md), named once for the server that
 * builds the answers and the console that shows them.
 */

/** A live API token as the list shows it: its secret is never listed, only answered once on creation. */
export interface AccessToken {
  id: number;
  name: string;
  origins: string[];
  expires_at: string | null;
  created_at: string;
  last_used_at: string | null;
  created_by: string | null;
}

/** A webhook endpoint as the list shows it: never its secret. */
export interface Webhook {
  id: number;
  url: string;
  events: string[];
  created_at: string;
}

/** One try of a delivery: what the receiver answered, or why there was no answer. */
export interface Attempt {
  attempt: number;
  at: string;
  status_code: number | null;
  duration_ms: number | null;
  error: string | null;
}

/** One event sent to an endpoint, with every attempt at it (the delivery log). */
export interface Delivery {
  delivery_id: number;
  event: string;
  state: 'pending' | 'delivered' | 'failed';
  created_at: string;
  next_attempt_at?: string | null;
  attempts: Attempt[];
}
