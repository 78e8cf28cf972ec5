export const APP_NAME = 'ITS Referee Desk';
export const APP_VERSION = '0.1.0';
