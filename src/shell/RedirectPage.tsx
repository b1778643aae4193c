import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect } from 'react';

/** A static redirect: a meta refresh for readers without JavaScript, a client replace for the rest. */
export function RedirectPage({ to }: { to: string }) {
  const router = useRouter();
  useEffect(() => {
    void router.replace(to);
  }, [router, to]);
  return (
    <Head>
      <meta httpEquiv="refresh" content={`0; url=${to}`} />
      <link rel="canonical" href={to} />
    </Head>
  );
}
