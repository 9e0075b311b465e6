//go:build !linux

package cgroup

import "syscall"

// A Group is a cgroup: Linux alone has them.
type Group struct{}

// Unavailable says why there are no Groups here.
func Unavailable() string { return "cgroups are Linux's" }

// New returns nil: there are no cgroups.
func New() *Group { return nil }

func (g *Group) Path() string                  { return "" }
func (g *Group) Attach(a *syscall.SysProcAttr) {}
func (g *Group) Detach(a *syscall.SysProcAttr) {}
func (g *Group) Kill()                         {}

// KillPath does nothing.
func KillPath(dir string) {}
