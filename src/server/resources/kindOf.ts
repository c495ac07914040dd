import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors';
import type { Declaration } from '../../shared/registry';
import { choicesHint } from '../../shared/didYouMean';

/** The declared kind a request names, or a 400 that says which kinds there are. */
export function kindOf(app: FastifyInstance, request: FastifyRequest): Declaration {
  const input = { ...(request.body as { kind?: string } | undefined), ...(request.query as { kind?: string }) };
  if (!input.kind) throw new AppError('MISSING_FIELD', { field: 'kind' }, { field: 'kind' });
  const decl = app.registry.find(input.kind);
  if (decl) return decl;
  const hint = choicesHint(
    input.kind,
    app.registry.all().map((d) => d.kind),
  );
  throw new AppError('INVALID_FIELD', { reason: `kind "${input.kind}" is not declared${hint}.` }, { field: 'kind' });
}
