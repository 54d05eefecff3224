import type { GetServerSideProps } from 'next';
import { serverEnv } from '@/config/env';

/** What the drill throws: the server's log names it, so nobody takes it for a real fault. */
export const SERVER_ERROR_DRILL_MESSAGE = 'Server error drill (the local stack only): this request fails on purpose';

/**
 * The local stack's server-error drill (SERVER_ERROR_DRILL_PATH, config/routes.ts): the request
 * fails on the server, and the site's own 500 answers it (pages/_error.tsx). A server that does not
 * serve the local hosts (every deployment: config/env.ts) answers 404, and its proxy never
 * rewrites to it.
 */
export const getServerSideProps: GetServerSideProps = async () => {
  if (!serverEnv().ALLOW_LOCAL_HOSTS) return { notFound: true };
  throw new Error(SERVER_ERROR_DRILL_MESSAGE);
};

export default function ServerErrorDrill() {
  return null;
}
