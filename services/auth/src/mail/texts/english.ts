import type { MailTexts } from './mail-texts.ts';

export const english: MailTexts = {
  lang: 'en',
  locale: 'en-GB',
  signature: '— The Academy team',
  orOpenLink: 'Or open this link:',
  greeting: (fullName) => `Hello ${fullName},`,
  unsubscribeFooter: (label, url) =>
    `You get this e-mail because ${label} is on in your Academy settings. Unsubscribe: ${url}`,
  allSettingsFooter: (url) => `All your notification settings: ${url}`,
  settingLabel: (label) => label,
  welcome: ({ recipient, loginUrl, resetUrl }) => ({
    subject: 'Welcome to the Academy',
    paragraphs: [
      `Your Academy account for ${recipient} is ready. Browse the courses, enrol, and earn certificates that anyone can verify.`,
      'Please confirm that this address is yours. You can log in and learn meanwhile.',
    ],
    action: 'Confirm your address',
    closing: [
      `The link works once and expires in three days; your profile can send another. Log in: ${loginUrl}`,
      `If you did not create this account, reset its password to take it over: ${resetUrl}`,
    ],
  }),
  confirmAddress: () => ({
    subject: 'Confirm your Academy e-mail address',
    paragraphs: ['Please confirm that this address belongs to your Academy account.'],
    action: 'Confirm your address',
    closing: [
      'The link works once and expires in three days; earlier links no longer work.',
      'If you did not ask for this, ignore this e-mail.',
    ],
  }),
  passwordReset: () => ({
    subject: 'Reset your Academy password',
    paragraphs: ['Someone asked to reset the password of your Academy account.'],
    action: 'Choose a new password',
    closing: [
      'The link works once and expires in one hour. If you did not ask for this, ignore this e-mail.',
    ],
  }),
  passwordChanged: ({ resetUrl }) => ({
    subject: 'Your Academy password was changed',
    paragraphs: [
      'The password of your Academy account was just changed, and every other login of the account was signed out.',
    ],
    closing: [`If this was not you, reset your password now: ${resetUrl}`],
  }),
  accountExists: ({ resetUrl }) => ({
    subject: 'Someone tried to sign up with your address',
    paragraphs: [
      'Someone tried to create an Academy account with this e-mail address, which already has one. No new account was created and nothing in yours changed.',
    ],
    action: 'Log in',
    closing: [
      `Forgot your password? Reset it: ${resetUrl}`,
      'If it was not you, you can ignore this e-mail.',
    ],
  }),
  confirmEmailChange: () => ({
    subject: 'Confirm your new Academy e-mail address',
    paragraphs: ['You asked to use this address for your Academy account.'],
    action: 'Confirm this address',
    closing: [
      'Until you do, your account keeps its current address. The link works once and expires in 24 hours.',
      'If you did not ask for this, ignore this e-mail.',
    ],
  }),
  emailChangeNotice: ({ newEmail, resetUrl }) => ({
    subject: 'Your Academy e-mail address is about to change',
    paragraphs: [
      `Someone signed in to your Academy account asked to change its e-mail address to ${newEmail}.`,
      'The change happens only when the link sent to that address is opened; until then you log in as before.',
    ],
    closing: [`If this was not you, reset your password now; that also cancels the change: ${resetUrl}`],
  }),
  emailInUse: ({ resetUrl }) => ({
    subject: 'Someone tried to use your address on another account',
    paragraphs: [
      'Someone asked to change the e-mail address of another Academy account to this one. This address already belongs to your account, so nothing changed.',
    ],
    closing: [`If you need to get into your account, log in or reset your password: ${resetUrl}`],
  }),
  receipt: ({ lines, totalPaid, orderId }) => ({
    subject: 'Your Academy receipt',
    paragraphs: ['Thank you for your purchase. We received your payment for:'],
    rows: [...lines, ['Total paid', totalPaid], ['Order', orderId]],
    action: 'Your order and its invoice',
  }),
  refund: ({ refunded, orderId }) => ({
    subject: 'Your Academy refund',
    paragraphs: [
      'Your order was refunded in full. The money goes back to the card you paid with; your bank may take a few days to show it. Access to the order’s courses has ended.',
    ],
    rows: [
      ['Refunded', refunded],
      ['Order', orderId],
    ],
    action: 'Your order and its credit note',
  }),
  certificateIssued: ({ certificateNumber }) => ({
    subject: 'Your Academy certificate is ready',
    paragraphs: [
      `Congratulations: your Academy certificate was issued, number ${certificateNumber}.`,
      'Anyone you share the number with can check it on the verification page.',
    ],
    action: 'Verify your certificate',
  }),
  renewalReminder: ({ plan, renewsOn }) => ({
    subject: 'Your Academy plan renews soon',
    paragraphs: [
      `Your yearly ${plan} plan renews on ${renewsOn}, and the card on file will be charged for another year.`,
      'Nothing to do if you want to keep learning. To stop the renewal, cancel before that date; you keep access until then.',
    ],
    action: 'Manage your plan',
  }),
  subscriptionCharged: ({ plan, cycle, charged, paidUntil, hasInvoice, settingsUrl }) => ({
    subject: 'Your Academy plan was charged',
    paragraphs: [`Thank you: we received the payment for your ${plan} plan.`],
    rows: [
      ['Plan', `${plan}, ${cycle.toLowerCase()}`],
      ['Charged', charged],
      ...(paidUntil ? [['Paid until', paidUntil] as [string, string]] : []),
    ],
    action: hasInvoice ? 'Your invoice' : 'Your plan',
    closing: [`Manage or cancel your plan on Account Settings: ${settingsUrl}`],
  }),
  subscriptionPaymentFailed: ({ plan, amount, nextAttemptOn, hasInvoice, settingsUrl }) => ({
    subject: 'We could not charge your Academy plan',
    paragraphs: [
      `Your card was declined for ${amount}, the payment for your ${plan} plan. Your plan's courses are paused until a payment goes through.`,
      nextAttemptOn
        ? `We will try the card again on ${nextAttemptOn}. To pay now, or with another card, use the link below.`
        : 'This was the last try: your plan ends. Subscribe again on Account Settings to get access back.',
    ],
    action: hasInvoice ? 'Pay with another card' : 'Your plan',
    closing: [`Your plan on Account Settings: ${settingsUrl}`],
  }),
};
