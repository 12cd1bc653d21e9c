vcl 4.1;

# Varnish in front of the site's server processes (docs/scaling.md, "Pages from a shared cache"). The
# server decides what may be kept: a page every anonymous visitor gets alike is `Cache-Control: public,
# max-age=0, s-maxage=300, stale-while-revalidate=60` with a strong ETag and no Set-Cookie; everything else
# (owners, members, member-only pages, /cart, /checkout, /config, every API that reads a session) is
# private or no-store, which Varnish's built-in rules never store. This file adds three things: cookies
# do not split the cache for anonymous visitors, a session cookie goes straight to the server, and the
# server's purges (PURGE with X-Ban-Url, sent to HTTP_CACHE_PURGE_URLS) become bans.
#
# The backends and the director named `origin` are the deployment's, in backends.vcl beside this file:
#
#   import directors;
#   backend app1 { .host = "10.0.0.11"; .port = "3000"; .probe = { .url = "/healthz"; .interval = 2s; } }
#   backend app2 { .host = "10.0.0.12"; .port = "3000"; .probe = { .url = "/healthz"; .interval = 2s; } }
#   sub vcl_init { new origin = directors.round_robin(); origin.add_backend(app1); origin.add_backend(app2); }
include "backends.vcl";

# Who may purge: the server processes. Widen it to their addresses.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    set req.backend_hint = origin.backend();

    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (req.http.X-Ban-Url) {
            # Lurker-friendly: the ban tests the object's own path header, so old objects are dropped in
            # the background rather than tested by every request.
            ban("obj.http.X-Url ~ " + req.http.X-Ban-Url);
            return (synth(200, "Banned"));
        }
        return (purge);
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }

    # An owner's or member's request is theirs alone: never looked up, never stored.
    if (req.http.Cookie ~ "(^|;\s*)ss_(owner|member)_session=") {
        return (pass);
    }

    # Anonymous: the cookies (cart, crumb, consent) must not split the cache, yet an answer the server makes
    # private (the cart API, /checkout) must see them. They are set aside for the lookup and given back
    # to the server when it is asked (vcl_backend_fetch); what it answers private is never stored.
    if (req.http.Cookie) {
        set req.http.X-Visitor-Cookie = req.http.Cookie;
        unset req.http.Cookie;
    }
    return (hash);
}

sub vcl_backend_fetch {
    if (bereq.http.X-Visitor-Cookie) {
        set bereq.http.Cookie = bereq.http.X-Visitor-Cookie;
        unset bereq.http.X-Visitor-Cookie;
    }
}

sub vcl_backend_response {
    # For the lurker-friendly bans above.
    set beresp.http.X-Url = bereq.url;
    # The built-in rules then keep only public answers without Set-Cookie (s-maxage is the TTL and
    # stale-while-revalidate the grace), and make everything private, no-store or no-cache a pass.
}

sub vcl_deliver {
    unset resp.http.X-Url;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
