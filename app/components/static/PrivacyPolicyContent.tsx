import { Link } from 'react-router';
import { StaticPage, WriteTo } from './StaticPage';

interface PrivacyPolicyContentProps {
  shopName: string;
  /** The shop's support e-mail ('' = not set: the page points to /contact). */
  supportEmail: string;
}

export function PrivacyPolicyContent({
  shopName,
  supportEmail,
}: PrivacyPolicyContentProps) {
  return (
    <StaticPage title="Privacy Policy" intro={`What ${shopName} collects about you, why, and what you can do about it.`}>
      <h2>What we collect</h2>
      <ul>
        <li>Account details: your name, email address, phone number and password (stored only as a secure hash).</li>
        <li>Your delivery address.</li>
        <li>Your cart and the orders you place.</li>
        <li>Payment references from our payment partner. We never receive your card number or UPI PIN.</li>
      </ul>

      <h2>Why we use it</h2>
      <ul>
        <li>To deliver your orders and keep you informed about them.</li>
        <li>To keep you signed in and your account secure.</li>
        <li>To answer your questions and handle returns and refunds.</li>
        <li>To meet our legal and tax obligations.</li>
      </ul>
      <p>We do not sell your personal data, and we do not send marketing messages without your consent.</p>

      <h2>Who we share it with</h2>
      <p>
        Only with those who help us serve you: our payment partner (to take payment), delivery
        partners (your name, phone number and address, to deliver) and, when the law requires it,
        government authorities.
      </p>

      <h2>Cookies</h2>
      <p>
        We use a cookie to keep you signed in. We do not use advertising or tracking cookies.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep your account details while your account is open, and order records for as long as
        Indian tax and accounting law requires.
      </p>

      <h2>Your rights</h2>
      <p>
        Under the Digital Personal Data Protection Act, 2023 you may ask to see, correct or erase your
        personal data, and withdraw consent you have given. You can update your address yourself
        under <Link to="/account">Your Account</Link>; for anything else, write to{' '}
        <WriteTo email={supportEmail} />.
      </p>

      <h2>Changes</h2>
      <p>If we change this policy we will update this page. Significant changes will be shown on the website.</p>
    </StaticPage>
  );
}
