import type { FastifyInstance } from 'fastify';
import type { ReferenceItem } from './data';

/** Live products and services of a client (and website): filled in once the resource engine exists. */
export async function flatProdservs(_app: FastifyInstance, _clientId: number, _websiteId?: number): Promise<ReferenceItem[]> {
  return [];
}
