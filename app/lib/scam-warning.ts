/** Printed once in the browser console: people get tricked into pasting code here. */
export function warnAboutScams(): void {
  console.log(
    '%cStop!%c\nThis is a browser feature intended for developers. If someone told you to copy and paste something here to get a discount or "unlock" a feature, it is a scam and will give them access to your account and payments.',
    'color:#dc2626;font-size:32px;font-weight:bold',
    'font-size:16px',
  );
}
