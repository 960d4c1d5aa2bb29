// Type test (checked by `tsc -p admin`, never run): rpc() takes the body and answers the data of the
// entry named by its id. Each @ts-expect-error below is a wrong call; if it compiled, the unused
// directive would fail the typecheck.
import type { Comment } from '@pronto/api';
import { rpc } from './rpc.ts';

/** Wrong calls through rpc(): each must be a compile error. */
export async function wrongRpcCalls(): Promise<void> {
  // (1) A wrong body: a comment needs its text, and customerId is a number.
  // @ts-expect-error -- the body of customer.comment.post is { customerId: number; text: string }
  await rpc('customer.comment.post', { data: { customerId: '8' } });

  // (2) A wrong answer type: the caller cannot choose it...
  // @ts-expect-error -- rpc's type parameter is the id, not the answer
  await rpc<Comment>('customer.comment.post', { data: { customerId: 8, text: 'Called back' } });

  // ...nor assign the answer to another type: customer.comment.post answers a Comment.
  // @ts-expect-error -- a Comment is not a loan list
  const loans: { status: string }[] = await rpc('customer.comment.post', { data: { customerId: 8, text: 'Called back' } });
  void loans;
}

/** The right call compiles and answers the entry's type. */
export async function rightRpcCall(): Promise<Comment> {
  return rpc('customer.comment.post', { data: { customerId: 8, text: 'Called back' } });
}
