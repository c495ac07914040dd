/** How far ahead a publish may be scheduled (the server refuses later times; "Publish at…" offers none). */
export const MAX_SCHEDULE_DAYS = 366;
