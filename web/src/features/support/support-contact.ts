export const SUPPORT_EMAIL = 'support@academy.example';
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Help with Academy')}`;
