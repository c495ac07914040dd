import { requestKey, type FirstAnswers } from '../../shared/rules/firstAnswers';
import type { Transport } from './client';

/**
 * A transport that calls nothing: a GET among the page's first answers gets its answer, anything
 * else fails as the network would. What a server render (renderPage.tsx) draws the page with.
 */
export function answersTransport(answers: FirstAnswers): Transport {
  return (url, init) => {
    const answer = init.method === 'GET' ? answers[requestKey(url)] : undefined;
    return answer ? Promise.resolve(Response.json(answer)) : Promise.reject(new TypeError(`${url} is not among the first answers`));
  };
}
