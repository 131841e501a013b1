import { Link } from 'react-router';
import { deliveryDays } from '../../../common/shop-details';
import { StaticPage } from './StaticPage';

interface AboutContentProps {
  shopName: string;
  /** The ways to pay the shop offers now (app/lib/payment-methods.ts). */
  paymentMethods: string[];
  /** The shop's usual delivery time (its settings), as the shipping policy gives it. */
  deliveryDaysSetting: number;
}

export function AboutContent({ shopName, paymentMethods, deliveryDaysSetting }: AboutContentProps) {
  return (
    <StaticPage title={`About ${shopName}`} intro="A small Indian shop, run by people who care about what they sell.">
      <h2>Who we are</h2>
      <p>
        {shopName} is an independent online shop based in India. We started with a simple idea: good
        products at fair prices, described honestly and delivered quickly, without the noise of a
        giant marketplace.
      </p>

      <h2>What we sell</h2>
      <p>
        Every product in our catalogue is chosen by our own team. We photograph each colour variant
        separately so that what you see is what arrives at your door, and we show the full price
        up front: the list price, our price and exactly how much you save.
      </p>

      <h2>How you can pay</h2>
      <ul>
        {paymentMethods.map((method) => (
          <li key={method}>{method}</li>
        ))}
      </ul>

      <h2>How we work</h2>
      <ul>
        <li>Orders are dispatched quickly and usually delivered within {deliveryDays(deliveryDaysSetting, 'working')}.</li>
        <li>A 14-day replacement promise if an item arrives damaged or defective.</li>
        <li>Prices in rupees, inclusive of all taxes.</li>
      </ul>

      <h2>Talk to us</h2>
      <p>
        We are a small team and we read every message. If you have a question about a product or an
        order, visit our <Link to="/contact">contact page</Link>.
      </p>
    </StaticPage>
  );
}
