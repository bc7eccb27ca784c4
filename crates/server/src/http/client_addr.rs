//! Who the client is: the TCP peer, or, when the peer is one of `--trusted-proxies`, the address
//! those proxies recorded in `X-Forwarded-For`; and the key its rate limit is kept under.

use axum::http::HeaderMap;
use ipnet::IpNet;
use std::net::IpAddr;

/// The client of a request whose TCP peer is `peer`.
///
/// Each trusted proxy appends the address it received the request from, so the entries are
/// read from the right: the first one that is not a trusted proxy is the client (everything
/// left of it was written by the client itself and proves nothing). When every entry is trusted
/// the leftmost is the client. A peer that is not trusted is the client whatever it sends.
///
/// The entries are read from the raw bytes of every `X-Forwarded-For` field, in order (several
/// fields form one list, RFC 9110 §5.3), split on commas, one entry at a time: a byte that is not
/// ASCII spoils only the entry it is in. Nginx appends the visitor's address to whatever the
/// visitor sent, so an entry the visitor wrote, readable or not, is always left of the client and
/// is never reached. Empty entries (`a,,b`, a trailing comma) are not entries (RFC 9110 §5.6.1).
///
/// An entry that is not an address (not UTF-8, `unknown`, garbage) reached *before* the client is
/// found was written by a trusted hop, which then did not say who sent it the request: the
/// reading stops there, and the client is the nearest hop known, the last trusted entry read
/// (or the peer when there is none). Nothing further left is believed, because nothing further
/// left can be told apart from what the visitor wrote: skipping the bad entry and reading on
/// would let whoever can get one bad entry into the chain name any address they like, and so
/// draw a fresh rate-limit bucket with every request. Stopping can only ever answer an address a
/// trusted hop wrote (or the peer), which the visitor cannot choose; the cost, when a trusted
/// proxy misbehaves, is that its visitors share that proxy's bucket, as they would without
/// `X-Forwarded-For`.
pub fn client_ip(peer: IpAddr, headers: &HeaderMap, trusted: &[IpNet]) -> IpAddr {
    let peer = canonical(peer);
    if !is_trusted(peer, trusted) {
        return peer;
    }
    // The nearest hop whose address is known: the peer, then each trusted entry read.
    let mut nearest = peer;
    let fields: Vec<&[u8]> = headers
        .get_all("x-forwarded-for")
        .iter()
        .map(|value| value.as_bytes())
        .collect();
    let entries = fields
        .iter()
        .rev()
        .flat_map(|field| field.rsplit(|&byte| byte == b','))
        .map(|entry| entry.trim_ascii())
        .filter(|entry| !entry.is_empty());
    for entry in entries {
        let Some(address) = parse_entry(entry) else {
            return nearest;
        };
        if !is_trusted(address, trusted) {
            return address;
        }
        nearest = address;
    }
    nearest
}

/// One `X-Forwarded-For` entry, its surrounding white space trimmed: an address, possibly with a
/// port (`203.0.113.7:41234`, `[2001:db8::1]:443`), as some proxies write it. `None` for
/// anything else, bytes that are not UTF-8 included.
fn parse_entry(entry: &[u8]) -> Option<IpAddr> {
    let entry = std::str::from_utf8(entry).ok()?;
    let address = entry.parse::<IpAddr>().ok().or_else(|| {
        let (host, port) = entry.rsplit_once(':')?;
        port.parse::<u16>().ok()?;
        let bracketed = host
            .strip_prefix('[')
            .and_then(|host| host.strip_suffix(']'));
        bracketed.unwrap_or(host).parse().ok()
    })?;
    Some(canonical(address))
}

fn is_trusted(address: IpAddr, trusted: &[IpNet]) -> bool {
    trusted.iter().any(|net| net.contains(&address))
}

/// An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, what a dual-stack socket reports for an
/// IPv4 peer) is that IPv4 address.
fn canonical(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(IpAddr::V6(v6), IpAddr::V4),
        v4 => v4,
    }
}

/// What a rate limit is kept under: an IPv4 address, or an IPv6 address's /64 (one subscriber
/// line or host usually gets a whole /64, so keying on the full address would give one visitor
/// 2^64 buckets).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClientKey {
    V4(u32),
    V6Net(u64),
}

impl ClientKey {
    /// The key as the shared limits store it: `4:` and the address, or `6:` and the /64.
    pub fn as_text(self) -> String {
        match self {
            ClientKey::V4(v4) => format!("4:{v4:08x}"),
            ClientKey::V6Net(net) => format!("6:{net:016x}"),
        }
    }

    pub fn of(address: IpAddr) -> Self {
        match canonical(address) {
            IpAddr::V4(v4) => ClientKey::V4(u32::from(v4)),
            IpAddr::V6(v6) => ClientKey::V6Net((u128::from(v6) >> 64) as u64),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(fields: &[&str]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for field in fields {
            map.append("x-forwarded-for", field.parse().expect("header value"));
        }
        map
    }

    /// Fields given as raw bytes, which may hold what is not ASCII (obs-text) or not UTF-8.
    fn raw_headers(fields: &[&[u8]]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for field in fields {
            let value = axum::http::HeaderValue::from_bytes(field).expect("header value");
            map.append("x-forwarded-for", value);
        }
        map
    }

    fn nets(list: &[&str]) -> Vec<IpNet> {
        list.iter().map(|n| n.parse().expect("cidr")).collect()
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().expect("address")
    }

    #[test]
    fn an_untrusted_peer_is_the_client_whatever_it_forwards() {
        let forged = headers(&["198.51.100.9"]);
        assert_eq!(
            client_ip(ip("203.0.113.5"), &forged, &[]),
            ip("203.0.113.5")
        );
        let trusted = nets(&["10.0.0.0/8"]);
        assert_eq!(
            client_ip(ip("203.0.113.5"), &forged, &trusted),
            ip("203.0.113.5")
        );
    }

    #[test]
    fn behind_trusted_proxies_the_rightmost_untrusted_entry_is_the_client() {
        let trusted = nets(&["127.0.0.1/32", "10.0.0.0/8"]);
        let peer = ip("127.0.0.1");
        // The client forged the first entry; the outer proxy (10.1.1.1) appended the real one.
        let chain = headers(&["1.1.1.1, 203.0.113.5, 10.1.1.1"]);
        assert_eq!(client_ip(peer, &chain, &trusted), ip("203.0.113.5"));
        // The same list split over two fields.
        let split = headers(&["1.1.1.1", "203.0.113.5, 10.1.1.1"]);
        assert_eq!(client_ip(peer, &split, &trusted), ip("203.0.113.5"));
        // No header: the proxy itself.
        assert_eq!(client_ip(peer, &HeaderMap::new(), &trusted), peer);
        // Every entry trusted: the leftmost.
        let internal = headers(&["10.9.9.9, 10.1.1.1"]);
        assert_eq!(client_ip(peer, &internal, &trusted), ip("10.9.9.9"));
        // With ports, and IPv6.
        let ported = headers(&["[2001:db8::7]:443, 10.1.1.1:80"]);
        assert_eq!(client_ip(peer, &ported, &trusted), ip("2001:db8::7"));
    }

    #[test]
    fn a_malformed_chain_is_not_believed() {
        let trusted = nets(&["127.0.0.1/32"]);
        let peer = ip("127.0.0.1");
        assert_eq!(client_ip(peer, &headers(&["not-an-ip"]), &trusted), peer);
        assert_eq!(
            client_ip(peer, &headers(&["203.0.113.5, garbage"]), &trusted),
            peer
        );
        // Garbage left of the client was written by the client: it does not matter.
        assert_eq!(
            client_ip(peer, &headers(&["garbage, 203.0.113.5"]), &trusted),
            ip("203.0.113.5")
        );
    }

    #[test]
    fn bytes_that_are_not_ascii_spoil_only_their_own_entry() {
        let trusted = nets(&["127.0.0.1/32", "10.0.0.0/8"]);
        let peer = ip("127.0.0.1");
        // What nginx sends when the visitor's own header held bytes that are not UTF-8, or UTF-8
        // that is not ASCII: the visitor's entry is unreadable, the one nginx appended is not.
        for visitor_wrote in [
            &b"\xff\xfe"[..],
            b"\xc3\xa9t\xc3\xa9",
            b"1.1.1.1\x80",
            b"\xe2\x80\x8a203.0.113.9",
        ] {
            let mut field = visitor_wrote.to_vec();
            field.extend_from_slice(b", 203.0.113.5");
            assert_eq!(
                client_ip(peer, &raw_headers(&[&field]), &trusted),
                ip("203.0.113.5"),
                "{visitor_wrote:?}"
            );
        }
        // The visitor's unreadable field as a field of its own, before the proxy's.
        let split = raw_headers(&[b"\xff, 198.51.100.1", b"203.0.113.5"]);
        assert_eq!(client_ip(peer, &split, &trusted), ip("203.0.113.5"));
        // Behind two trusted proxies, spaces and tabs around the entries, and a port.
        let chain = raw_headers(&[b"\xfe\xff,\t203.0.113.5:41234 ,  10.1.1.1\t"]);
        assert_eq!(client_ip(peer, &chain, &trusted), ip("203.0.113.5"));
        let bracketed = raw_headers(&[b"caf\xc3\xa9, [2001:db8::7]:443", b"10.1.1.1"]);
        assert_eq!(client_ip(peer, &bracketed, &trusted), ip("2001:db8::7"));
        // Empty entries are not entries.
        let empty = raw_headers(&[b"\xff,, 203.0.113.5,", b"", b" , 10.1.1.1"]);
        assert_eq!(client_ip(peer, &empty, &trusted), ip("203.0.113.5"));
    }

    #[test]
    fn an_unreadable_entry_before_the_client_stops_at_the_nearest_known_hop() {
        let trusted = nets(&["127.0.0.1/32", "10.0.0.0/8"]);
        let peer = ip("127.0.0.1");
        // The peer itself wrote something that is not an address: the peer is the client.
        assert_eq!(
            client_ip(peer, &raw_headers(&[b"203.0.113.5, \xff"]), &trusted),
            peer
        );
        // A trusted proxy (10.1.1.1) wrote it: that proxy is the nearest hop known, and nothing
        // left of the bad entry is believed, whatever it says (no fresh bucket per request).
        for bad in [&b"\xff\xff"[..], b"unknown", b"203.0.113.5\xa0", b"_hidden"] {
            let mut field = b"198.51.100.7, ".to_vec();
            field.extend_from_slice(bad);
            field.extend_from_slice(b", 10.1.1.1");
            assert_eq!(
                client_ip(peer, &raw_headers(&[&field]), &trusted),
                ip("10.1.1.1"),
                "{bad:?}"
            );
        }
        // The same over several fields.
        let fields = raw_headers(&[b"198.51.100.7", b"\xc3\xa9", b"10.2.2.2, 10.1.1.1"]);
        assert_eq!(client_ip(peer, &fields, &trusted), ip("10.2.2.2"));
    }

    #[test]
    fn ipv4_mapped_peers_and_entries_are_ipv4() {
        let trusted = nets(&["127.0.0.1/32"]);
        let mapped_peer = ip("::ffff:127.0.0.1");
        let chain = headers(&["::ffff:203.0.113.5"]);
        assert_eq!(client_ip(mapped_peer, &chain, &trusted), ip("203.0.113.5"));
        assert_eq!(
            ClientKey::of(ip("::ffff:203.0.113.5")),
            ClientKey::of(ip("203.0.113.5"))
        );
    }

    #[test]
    fn ipv6_clients_are_keyed_by_their_64() {
        assert_eq!(
            ClientKey::of(ip("2001:db8:1:2::1")),
            ClientKey::of(ip("2001:db8:1:2:ffff:ffff:ffff:ffff"))
        );
        assert_ne!(
            ClientKey::of(ip("2001:db8:1:2::1")),
            ClientKey::of(ip("2001:db8:1:3::1"))
        );
        assert_ne!(
            ClientKey::of(ip("203.0.113.5")),
            ClientKey::of(ip("203.0.113.6"))
        );
    }
}
