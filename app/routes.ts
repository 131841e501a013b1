import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('products', 'routes/products.tsx', { id: 'products-all' }),
  route('products/:category', 'routes/products.tsx', { id: 'products-category' }),
  route('product/:id', 'routes/product.tsx'),
  route('login', 'routes/login.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('reset-password/:token', 'routes/reset-password-token.tsx'),
  route('email-sent-success', 'routes/email-sent-success.tsx'),
  route('account', 'routes/account.tsx'),
  route('orders', 'routes/orders.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('t&c', 'routes/terms.tsx'),
  route('shipping-policy', 'routes/shipping-policy.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
