#!/bin/sh
# Hangs (ignoring SIGTERM, in a child too) unless the file mentions foo;
# interesting if it mentions foo and bar.
if ! grep -q foo "$1"; then
	trap '' TERM
	sh -c 'trap "" TERM; sleep 30' &
	sleep 30
fi
grep -q bar "$1"
