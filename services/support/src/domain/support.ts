import { type AuthUser, badRequest, notFound } from '@academy/kit';

export const SUPPORT_MESSAGE_MAX = 2000;

/** A message as kept: trimmed, 1 to 2000 characters. */
export const supportMessageText = (body: string) => {
  const text = body.trim();
  if (text.length === 0) throw badRequest('body must not be empty');
  if (text.length > SUPPORT_MESSAGE_MAX)
    throw badRequest(`body must be at most ${SUPPORT_MESSAGE_MAX} characters`);
  return text;
};

/**
 * Support staff read every conversation; a learner only their own. Anyone else's is answered as
 * missing, so a conversation id never reveals that it exists.
 */
export const assertMayOpenConversation = (user: AuthUser, learnerId: string) => {
  if (user.role !== 'ADMIN' && user.id !== learnerId) throw notFound('Conversation not found');
};
