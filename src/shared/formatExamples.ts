import type { FormatName } from './formats';

/** A value a format accepts and one it refuses, for the docs, the parity tests and generated records. */
export interface FormatExample {
  accepted: string;
  refused?: string;
}

/**
 * One accepted and one refused example per format a declaration may use (formats.ts, plus the
 * standard date, date-time, time and uri). docs/declarations.md shows them, the unit tests
 * check them against the validator, and test bodies are built from the accepted ones.
 */
export const FORMAT_EXAMPLES: Readonly<Record<FormatName | 'date' | 'date-time' | 'time' | 'uri', FormatExample>> = {
  text: { accepted: 'Any text at all' },
  password: { accepted: 'correct horse battery staple' },
  search: { accepted: 'keynote 2027' },
  genericString: { accepted: 'Main Stage – Hall A' },
  email: { accepted: 'name@example.com', refused: 'name@localhost' },
  workEmail: { accepted: 'ceo@acme-corp.com', refused: 'ceo@gmail.com' },
  number: { accepted: '12345', refused: '12a45' },
  tel: { accepted: '+447911123456', refused: '0123' },
  url: { accepted: 'https://example.com/page', refused: 'not a url' },
  urlOrDomain: { accepted: 'example.com', refused: 'example' },
  imageRef: { accepted: 'https://cdn.example.com/photo.jpg', refused: 'C:\\photos\\me.jpg' },
  color: { accepted: '#1677ff', refused: 'blue' },
  hexColor: { accepted: '#1677ff', refused: 'rgb(0,0,0)' },
  alphanumeric: { accepted: 'ABC123', refused: 'ABC 123' },
  alphanumericWithSpaces: { accepted: 'ABC 123', refused: 'ABC-123' },
  alphabetsOnly: { accepted: 'Alpha', refused: 'Alpha1' },
  alphabetsWithSpaces: { accepted: 'Alpha Beta', refused: '   ' },
  numericOnly: { accepted: '2027', refused: '20.27' },
  numericWithSpaces: { accepted: '20 27', refused: '20-27' },
  date: { accepted: '2027-03-14', refused: '14/03/2027' },
  'date-time': { accepted: '2027-03-14T09:30:00Z', refused: '2027-03-14 09:30' },
  time: { accepted: '09:30:00Z', refused: '9.30' },
  uri: { accepted: 'https://example.com/', refused: 'example com' },
};
