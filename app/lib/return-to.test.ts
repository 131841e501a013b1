import { describe, expect, it } from 'vitest';
import { adminLoginRedirect } from './admin-shell';
import { adminReturnPath, customerReturnPath, sameSitePath, withReturn } from './return-to';

describe('sameSitePath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(sameSitePath('/orders')).toBe('/orders');
    expect(sameSitePath('/product/abc?color=Navy%20Blue&qty=2')).toBe('/product/abc?color=Navy%20Blue&qty=2');
    expect(sameSitePath('/products#top')).toBe('/products#top');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      'https://evil.example/',
      'http:evil.example',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      'orders',
      '',
      null,
      undefined,
    ]) {
      expect(sameSitePath(value), String(value)).toBeNull();
    }
  });

  it('normalises dot segments without leaving the site', () => {
    expect(sameSitePath('/a/../../orders')).toBe('/orders');
    // Resolves to the path '//evil.example', which a browser would read as another host.
    expect(sameSitePath('/.//evil.example')).toBeNull();
  });
});

describe('customerReturnPath', () => {
  it('answers the redirectTo of a login URL, or home', () => {
    expect(customerReturnPath('?redirectTo=%2Forders')).toBe('/orders');
    expect(customerReturnPath('')).toBe('/');
    expect(customerReturnPath('?redirectTo=https%3A%2F%2Fevil.example')).toBe('/');
    expect(customerReturnPath('?redirectTo=%2F%2Fevil.example')).toBe('/');
  });

  it('never returns to the login or signup pages, nor to the back office', () => {
    expect(customerReturnPath('?redirectTo=%2Flogin')).toBe('/');
    expect(customerReturnPath('?redirectTo=%2Fsignup%3Fx%3D1')).toBe('/');
    expect(customerReturnPath('?redirectTo=%2Fadmin%2Forders')).toBe('/');
  });
});

describe('adminReturnPath', () => {
  it('answers an /admin page, or the dashboard', () => {
    expect(adminReturnPath('?redirectTo=%2Fadmin%2Forders%3Fpage%3D2', '/admin')).toBe('/admin/orders?page=2');
    expect(adminReturnPath('?redirectTo=%2Forders', '/admin')).toBe('/admin');
    expect(adminReturnPath('?redirectTo=%2Fadministrator', '/admin')).toBe('/admin');
    expect(adminReturnPath('?redirectTo=%2Fadmin%2Flogin', '/admin')).toBe('/admin');
    expect(adminReturnPath('?redirectTo=%2F%2Fevil.example%2Fadmin', '/admin')).toBe('/admin');
  });

  // The admin login's return (docs/decisions/0063): only same-site paths under /admin, anything else the dashboard.
  it('keeps the query of the page asked for', () => {
    expect(adminReturnPath('?redirectTo=%2Fadmin%2Forders%3Fstatus%3DShipped', '/admin')).toBe('/admin/orders?status=Shipped');
    expect(adminReturnPath('?redirectTo=%2Fadmin%2Fcustomers%3Fq%3D98123%26page%3D2', '/admin')).toBe('/admin/customers?q=98123&page=2');
    expect(adminReturnPath('?redirectTo=%2Fadmin', '/admin')).toBe('/admin');
    expect(adminReturnPath('', '/admin')).toBe('/admin');
  });

  it('refuses another site, a scheme, backslashes, control characters and paths that leave /admin', () => {
    for (const target of [
      '//evil.com',
      '//evil.com/admin/orders',
      'https://evil.com/admin',
      'http:/admin/orders',
      'javascript:alert(1)//admin',
      '/\\evil.com/admin',
      '/admin\\..\\..\\evil.com',
      '\\\\evil.com\\admin',
      '/admin/../orders',
      '/admin/%2e%2e/orders',
      '/./admin/../../evil',
      '/admin\torders',
      '/\t/evil.com/admin',
      'admin/orders',
      '/admin/login?redirectTo=%2Fadmin%2Forders',
    ]) {
      expect(adminReturnPath(new URLSearchParams({ redirectTo: target }), '/admin'), target).toBe('/admin');
    }
  });

  it('is where the guard sends a signed-out admin: the login with the page and its query', () => {
    const location = (url: string) => adminLoginRedirect(new Request(url)).headers.get('location');
    expect(location('http://shop.example/admin/orders?status=Shipped')).toBe('/admin/login?redirectTo=%2Fadmin%2Forders%3Fstatus%3DShipped');
    expect(location('http://shop.example/admin/customers/abc')).toBe('/admin/login?redirectTo=%2Fadmin%2Fcustomers%2Fabc');
    expect(location('http://shop.example/admin/')).toBe('/admin/login');
  });
});

describe('withReturn', () => {
  it('adds redirectTo when there is somewhere to return to', () => {
    expect(withReturn('/login', '/product/abc?color=Red')).toBe('/login?redirectTo=%2Fproduct%2Fabc%3Fcolor%3DRed');
    expect(withReturn('/login', '/')).toBe('/login');
    expect(withReturn('/signup', '/login?redirectTo=%2Forders')).toBe('/signup');
    expect(withReturn('/login', '//evil.example')).toBe('/login');
  });
});
