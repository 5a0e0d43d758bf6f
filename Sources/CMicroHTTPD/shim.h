#ifndef MAPSNAP_CMICROHTTPD_SHIM_H
#define MAPSNAP_CMICROHTTPD_SHIM_H

#include <dlfcn.h>
#include <stdint.h>
#include <sys/socket.h>
#include <unistd.h>
#include <microhttpd.h>

/* libmicrohttpd is opened when a server starts, not linked: loading it and GnuTLS cost every mapsnap process
   ~1.7 ms. These are its functions MapSnap calls, looked up by name. */
struct mapsnap_mhd {
    void *start_daemon;
    void *quiesce_daemon;
    void *stop_daemon;
    void *get_daemon_info;
    void *get_connection_values;
    void *create_response_from_buffer;
    void *destroy_response;
    void *add_response_header;
    void *queue_response;
};

/* Opens the library and looks up every function; 0 when the library or one of them is missing. */
static inline int mapsnap_mhd_open(struct mapsnap_mhd *f) {
    void *library = dlopen("libmicrohttpd.so.12", RTLD_NOW | RTLD_LOCAL);
    if (!library) return 0;
    f->start_daemon = dlsym(library, "MHD_start_daemon");
    f->quiesce_daemon = dlsym(library, "MHD_quiesce_daemon");
    f->stop_daemon = dlsym(library, "MHD_stop_daemon");
    f->get_daemon_info = dlsym(library, "MHD_get_daemon_info");
    f->get_connection_values = dlsym(library, "MHD_get_connection_values");
    f->create_response_from_buffer = dlsym(library, "MHD_create_response_from_buffer");
    f->destroy_response = dlsym(library, "MHD_destroy_response");
    f->add_response_header = dlsym(library, "MHD_add_response_header");
    f->queue_response = dlsym(library, "MHD_queue_response");
    return f->start_daemon && f->quiesce_daemon && f->stop_daemon && f->get_daemon_info && f->get_connection_values
        && f->create_response_from_buffer && f->destroy_response && f->add_response_header && f->queue_response;
}

/* Called with each request's whole URI before its query is parsed; what it returns is the request's context. */
typedef void *(*mapsnap_uri_logger)(void *cls, const char *uri, struct MHD_Connection *connection);

/* MHD_start_daemon is variadic, which Swift cannot call: this fixes the options the server uses. */
static inline struct MHD_Daemon *mapsnap_mhd_start(const struct mapsnap_mhd *f, const struct sockaddr *address, unsigned int threads,
                                                   unsigned int timeout, unsigned int connection_limit, unsigned int memory_limit,
                                                   MHD_AccessHandlerCallback handler, void *handler_context,
                                                   MHD_RequestCompletedCallback completed, mapsnap_uri_logger uri_logger) {
    typedef struct MHD_Daemon *(*start_function)(unsigned int, uint16_t, MHD_AcceptPolicyCallback, void *, MHD_AccessHandlerCallback,
                                                 void *, ...);
    return ((start_function)f->start_daemon)(MHD_USE_AUTO_INTERNAL_THREAD | MHD_USE_ITC, 0, NULL, NULL, handler, handler_context,
                                             MHD_OPTION_SOCK_ADDR, address,
                                             MHD_OPTION_THREAD_POOL_SIZE, threads,
                                             MHD_OPTION_CONNECTION_TIMEOUT, timeout,
                                             MHD_OPTION_CONNECTION_LIMIT, connection_limit,
                                             MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)memory_limit,
                                             MHD_OPTION_NOTIFY_COMPLETED, completed, NULL,
                                             MHD_OPTION_URI_LOG_CALLBACK, uri_logger, NULL,
                                             MHD_OPTION_END);
}

/* The port the daemon is bound to (0 when unknown). */
static inline uint16_t mapsnap_mhd_port(const struct mapsnap_mhd *f, struct MHD_Daemon *daemon) {
    typedef const union MHD_DaemonInfo *(*info_function)(struct MHD_Daemon *, enum MHD_DaemonInfoType, ...);
    const union MHD_DaemonInfo *info = ((info_function)f->get_daemon_info)(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}

/* Stops accepting: the daemon hands the listening socket back, and closing it makes new connections be refused at
   once (left open, the kernel would go on completing connections nobody accepts). */
static inline void mapsnap_mhd_quiesce(const struct mapsnap_mhd *f, struct MHD_Daemon *daemon) {
    MHD_socket listening = ((MHD_socket (*)(struct MHD_Daemon *))f->quiesce_daemon)(daemon);
    if (listening != MHD_INVALID_SOCKET) close(listening);
}

static inline void mapsnap_mhd_stop(const struct mapsnap_mhd *f, struct MHD_Daemon *daemon) {
    ((void (*)(struct MHD_Daemon *))f->stop_daemon)(daemon);
}

static inline int mapsnap_mhd_connection_values(const struct mapsnap_mhd *f, struct MHD_Connection *connection, enum MHD_ValueKind kind,
                                                MHD_KeyValueIterator iterator, void *context) {
    return ((int (*)(struct MHD_Connection *, enum MHD_ValueKind, MHD_KeyValueIterator, void *))f->get_connection_values)(
        connection, kind, iterator, context);
}

static inline struct MHD_Response *mapsnap_mhd_copied_response(const struct mapsnap_mhd *f, size_t size, const void *bytes) {
    return ((struct MHD_Response *(*)(size_t, void *, enum MHD_ResponseMemoryMode))f->create_response_from_buffer)(
        size, (void *)bytes, MHD_RESPMEM_MUST_COPY);
}

static inline void mapsnap_mhd_destroy_response(const struct mapsnap_mhd *f, struct MHD_Response *response) {
    ((void (*)(struct MHD_Response *))f->destroy_response)(response);
}

static inline enum MHD_Result mapsnap_mhd_add_header(const struct mapsnap_mhd *f, struct MHD_Response *response, const char *name,
                                                    const char *value) {
    return ((enum MHD_Result (*)(struct MHD_Response *, const char *, const char *))f->add_response_header)(response, name, value);
}

static inline enum MHD_Result mapsnap_mhd_queue(const struct mapsnap_mhd *f, struct MHD_Connection *connection, unsigned int status,
                                               struct MHD_Response *response) {
    return ((enum MHD_Result (*)(struct MHD_Connection *, unsigned int, struct MHD_Response *))f->queue_response)(
        connection, status, response);
}

#endif
