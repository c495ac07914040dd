/**
 * Every format by name, as ajv holds it after ajv-formats and the shared formats (formats.ts win,
 * as they do in createAjv): the table the precompiled validators look up the formats that are
 * functions in. Pure: ajv-formats' table has no dependency, so the browser can load it.
 */
import { fullFormats } from 'ajv-formats/dist/formats';
import { customFormats } from './formats';

export const formatTable: Record<string, unknown> = { ...fullFormats, ...customFormats };
