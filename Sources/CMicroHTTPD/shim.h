#ifndef MAPSNAP_CMICROHTTPD_SHIM_H
#define MAPSNAP_CMICROHTTPD_SHIM_H

#include <stdint.h>
#include <sys/socket.h>
#include <microhttpd.h>

/* MHD_start_daemon is variadic, which Swift cannot call: this fixes the options the server uses. */
static inline struct MHD_Daemon *mapsnap_mhd_start(const struct sockaddr *address, unsigned int threads, unsigned int timeout,
                                                   unsigned int connection_limit, MHD_AccessHandlerCallback handler,
                                                   void *handler_context, MHD_RequestCompletedCallback completed) {
    return MHD_start_daemon(MHD_USE_AUTO_INTERNAL_THREAD | MHD_USE_ITC, 0, NULL, NULL, handler, handler_context,
                            MHD_OPTION_SOCK_ADDR, address,
                            MHD_OPTION_THREAD_POOL_SIZE, threads,
                            MHD_OPTION_CONNECTION_TIMEOUT, timeout,
                            MHD_OPTION_CONNECTION_LIMIT, connection_limit,
                            MHD_OPTION_NOTIFY_COMPLETED, completed, NULL,
                            MHD_OPTION_END);
}

/* The port the daemon is bound to (0 when unknown). */
static inline uint16_t mapsnap_mhd_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}

#endif
