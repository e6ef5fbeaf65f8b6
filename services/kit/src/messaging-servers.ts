/**
 * The servers of a `NATS_URL`: one URL, or a comma-separated list of a cluster's servers (the client
 * connects to any of them and learns the rest of the cluster from it).
 */
export const natsServers = (url: string) =>
  url
    .split(',')
    .map((server) => server.trim())
    .filter((server) => server !== '');
