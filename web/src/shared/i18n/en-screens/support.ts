import { addEnglish } from './add-english.ts';

/** The English texts of the help card, support chat and the admin support inbox: they load with the screens that show them (see add-english.ts). */
export const support = {
  messages: 'Messages',
  support: 'Support',
  learner: 'Learner',
  yourMessage: 'Your message',
  sending: 'Sending...',
  send: 'Send',
  writeAMessageFirst: 'Write a message first',
  atMostCharacters: 'At most {{max}} characters',
  liveChatWithSupport: 'Live chat with support',
  weUsuallyReplyHere: 'We usually reply within a few hours; replies appear here.',
  openingTheChat: 'Opening the chat',
  askUsAnything: 'Ask us anything about your courses, payments or certificates.',
  needHelp: 'Need help?',
  chatOrWrite: 'Chat or write to our support team. We usually reply within a few hours.',
  liveChat: 'Live chat',
  logInToChat: 'Log in to chat',
  emailSupport: 'Email support',
  contactPage: 'Contact page',
  supportChats: 'Support chats',
  loadingSupportChats: 'Loading support chats',
  noLearnerHasWritten: 'No learner has written yet.',
  supportConversations: 'Support conversations',
  chooseAConversation: 'Choose a conversation.',
  unread_one: '{{count}} unread',
  unread_other: '{{count}} unread',
  openingTheConversation: 'Opening the conversation',
  conversationWith: 'Conversation with {{name}}',
  noMessagesYet: 'No messages yet.',
} as const;
addEnglish({ support });
